/**
 * Asks until `check` passes, for at most a second: another process (a second app on PostgreSQL) learns a
 * catalogue change from NOTIFY, milliseconds after the commit.
 */
export async function eventually(check: () => Promise<void>, ms = 1_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
