import { sql, type AnyColumn } from 'drizzle-orm';

// SQLite puts NULLs first in ascending order and PostgreSQL last; both accept NULLS FIRST/LAST, so
// a sort on a nullable column says where they go and the engines agree.
export const ascNullsLast = (column: AnyColumn) => sql`${column} asc nulls last`;
export const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;
