"""Runs a command on a pseudo-terminal, types Ctrl-C after a delay, and prints what the terminal received.

Usage: python3 pty-interrupt.py AFTER_BYTES DELAY_MS COMMAND [ARGS...]
Types Ctrl-C DELAY_MS after the program has written AFTER_BYTES bytes. Writes the raw bytes the program wrote to the terminal to stdout, then exits with the program's
status as a shell reports it (128 + signal when a signal ended it). Tests only; the standard library only.
"""
import os
import pty
import select
import sys
import time

after_bytes = int(sys.argv[1])
delay = float(sys.argv[2]) / 1000.0
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[3], sys.argv[3:])

out = bytearray()
start = time.monotonic()
seen = None  # when AFTER_BYTES had come
sent = False
while True:
    if seen is None and len(out) >= after_bytes:
        seen = time.monotonic()
    if not sent and seen is not None and time.monotonic() - seen >= delay:
        os.write(fd, b'\x03')  # Ctrl-C: the terminal sends SIGINT to the foreground process group
        sent = True
    ready, _, _ = select.select([fd], [], [], 0.01)
    if ready:
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        out += data
    elif time.monotonic() - start > 20:
        os.kill(pid, 9)
        break
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(bytes(out))
sys.stdout.flush()
sys.exit(128 + os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status))
