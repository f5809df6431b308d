/**
 * True while process `pid` runs. Signal 0 only asks whether the process exists; EPERM means it runs,
 * under another user. Used to tell a lock or a folder of a live build from one a dead build left.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
