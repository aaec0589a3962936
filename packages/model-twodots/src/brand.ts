/**
 * The package's brands, from the one implementation in @arcade/core: every
 * key is `Symbol.for('@arcade/model-twodots/<Class>')`, so the ESM and CJS builds
 * accept each other's objects.
 */
import { brands } from '@arcade/core';

export const { sealClass, hasBrand, brandKey, stateKey } = brands('@arcade/model-twodots/');
export {
  deepFreeze,
  definePrivateState,
  describe,
  isArray,
  isRevoked,
  messageText,
  ownOptions,
  ownValue,
} from '@arcade/core';
