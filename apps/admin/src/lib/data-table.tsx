import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode } from 'react';

declare module '@tanstack/react-table' {
  // An augmentation repeats the library's type parameters by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** On the column's header and cells alike, e.g. `num` (right-aligned figures). */
    className?: string;
    /** The column that names the row: its cells are `<th scope="row">`. */
    rowHeader?: boolean;
  }
}

export type Columns<T> = ColumnDef<T>[];

/** A column in one line: its id, its header (text, or what a screen reader alone hears), what a cell shows. */
export function col<T>(id: string, header: ReactNode, cell: (row: T) => ReactNode, meta?: ColumnDef<T>['meta']): ColumnDef<T> {
  return { id, header: typeof header === 'string' ? header : () => header, cell: ({ row }) => cell(row.original), meta };
}

/** Right-aligned figures (`num`), as the lists' amounts and counts. */
export const NUM = { className: 'num' };

/**
 * The back office's dense tables, all from one component on TanStack Table: the columns say what each
 * cell shows; paging, sorting and filters stay on the server and in the address (the lists' search params),
 * so the table itself only lays the rows out. `empty` is shown once the list has loaded with no rows.
 */
export function DataTable<T>({
  data,
  columns,
  className,
  rowKey,
  empty,
  loaded,
  rowProps,
  caption,
}: {
  data: T[];
  columns: Columns<T>;
  className?: string;
  /** A row's identity across renders (its id); the position when the rows have none. */
  rowKey?: (row: T) => string | number;
  empty?: ReactNode;
  loaded?: boolean;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  caption?: ReactNode;
}) {
  // Its hooks are not the compiler's to memoise (react-hooks/incompatible-library): the table is rebuilt
  // with the rows it is given, which is what these lists want.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey && ((row) => String(rowKey(row))) });
  return (
    <div className="table-wrap">
      <table className={className}>
        {caption}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id} scope="col" className={h.column.columnDef.meta?.className}>
                  {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row.original)}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return meta?.rowHeader ? (
                  <th key={cell.id} scope="row" className={meta.className}>
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={meta?.className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
          {loaded && data.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
