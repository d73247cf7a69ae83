import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * The last e-mail of a kind sent to an address, read from the development outbox in the server's
 * SQLite file (SMTP is the edge of the network these tests cannot reach).
 */
export function lastMail(serverDir: string, to: string, kind: string): string | undefined {
  const db = new Database(join(serverDir, 'huerta.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select texto from correos where para = ? and tipo = ? order by id desc limit 1').get(to, kind) as { texto: string } | undefined;
    return row?.texto;
  } finally {
    db.close();
  }
}

/** Every e-mail of the development outbox, oldest first. */
export function outboxOf(server: { dir: string }): { para: string; tipo: string; asunto: string }[] {
  const db = new Database(join(server.dir, 'huerta.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select para, tipo, asunto from correos order by id').all() as { para: string; tipo: string; asunto: string }[];
  } finally {
    db.close();
  }
}
