import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = (): string => path.join(process.env.E2E_DATA_DIR as string, 'outbox');

/** All messages in the server's outbox addressed to `to`, oldest first. */
export function messagesTo(to: string): string[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile())
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for a mail to `to` whose link path contains `pathPart`, and returns that link. */
export async function linkFromMail(to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`);
        link = messagesTo(to)
          .map((text) => text.replace(/=\r?\n/g, '').match(pattern)?.[0])
          .filter(Boolean)
          .pop();
        return link;
      },
      { message: `a mail to ${to} with a ${pathPart} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}
