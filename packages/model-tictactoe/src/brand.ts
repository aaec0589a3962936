/**
 * The package's brands, from the one implementation in @arcade/core: every
 * key is `Symbol.for('@arcade/model-tictactoe/<Class>')`, so the ESM and CJS builds
 * accept each other's objects.
 */
import { stateBrandTest as coreStateBrandTest, sealBrandedClass, sealPrivateStateClass } from '@arcade/core';

// Plain functions, not `brands(prefix)` destructured: a destructuring at the
// top level runs when the module loads, which kept the brand code in every
// bundle (issue 20.1).
const PREFIX = '@arcade/model-tictactoe/';

/** The brand key of the class `name`: `Symbol.for(PREFIX + name)`, one symbol for every build. */
export const brandKey = (name: string): symbol => Symbol.for(PREFIX + name);

/** The key of the class `name`'s private-state test (see @arcade/core's `Brands.stateKey`). */
export const stateKey = (name: string): symbol => Symbol.for(`${PREFIX + name}#state`);

/** Seals the class `name` under this package's prefix (see @arcade/core's `sealBrandedClass`). */
export const sealClass = (
  // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
  cls: Function,
  name: string,
  onPrototype?: boolean,
  refine?: (x: unknown) => boolean,
): ((x: unknown) => boolean) => sealBrandedClass(PREFIX, cls, name, onPrototype, refine);

/** The brand test of the class `name` from its keys, without the class (see @arcade/core's `stateBrandTest`). */
export const stateBrandTest = <T>(name: string): ((x: unknown) => x is T) => coreStateBrandTest<T>(PREFIX, name);

/** Seals the class `name`, whose private-state test is `has` (see @arcade/core's `sealPrivateStateClass`). */
export const sealStatefulClass = (
  // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
  cls: Function,
  name: string,
  has: (x: object) => boolean,
): ((x: unknown) => boolean) => sealPrivateStateClass(PREFIX, cls, name, has);
export {
  brandTest,
  deepFreeze,
  frozen,
  hasBrand,
  definePrivateState,
  describe,
  isArray,
  isRevoked,
  messageText,
  ownOptions,
  ownValue,
} from '@arcade/core';
