/**
 * Prints the ADMIN_PASSWORD_HASH value for a password:
 *   npm run hash-password -w @madar/auth -- 'the password'
 * or, to keep the password out of the shell history, on standard input:
 *   printf '%s' 'the password' | npm run -s hash-password -w @madar/auth
 * It runs from source (Node strips the types), so no build is needed first.
 */
import { hashPassword } from './password.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  // A trailing newline from `echo` is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<number> {
  const fromArgs = process.argv[2];
  if (process.argv.length > 3) {
    process.stderr.write('Pass the password as one argument (quote it).\n');
    return 2;
  }
  const password = fromArgs ?? (process.stdin.isTTY ? '' : await readStdin());
  if (password.length === 0) {
    process.stderr.write("Usage: npm run hash-password -w @madar/auth -- 'the password'\n");
    return 2;
  }
  process.stdout.write(`${await hashPassword(password)}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
