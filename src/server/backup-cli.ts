// Entry point of `npm run backup` and `npm run restore FILE` (bundled as dist/server/backup-cli.js).
import { backupCommand, restoreCommand, type Output } from './backup/commands';

const out: Output = { info: (line) => console.info(line), error: (line) => console.error(line) };
const [command, ...rest] = process.argv.slice(2);

async function main(): Promise<number> {
  if (command === 'backup') return backupCommand(process.env, out);
  if (command === 'restore') return restoreCommand(rest[0], process.env, out);
  out.error('Usage: npm run backup, or npm run restore FILE');
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exit(1);
  },
);
