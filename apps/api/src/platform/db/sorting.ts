import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

type Sortable = AnyColumn | SQL.Aliased;

// SQLite puts NULLs first in ascending order and PostgreSQL last; both accept NULLS FIRST/LAST, so
// a sort on a nullable column says where they go and the engines agree.
export const ascNullsLast = (column: Sortable) => sql`${column} asc nulls last`;
export const descNullsLast = (column: Sortable) => sql`${column} desc nulls last`;
