const pad = (n: number) => String(n).padStart(2, '0');

/** Today as AAAA-MM-DD in the browser's calendar (the shop and its staff are in the same city). */
export const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const firstOfMonth = () => `${todayLocal().slice(0, 8)}01`;

/** A stored ISO instant (UTC) as «AAAA-MM-DD HH:MM» in the browser's — the shop's — time, for the tables. */
export const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
