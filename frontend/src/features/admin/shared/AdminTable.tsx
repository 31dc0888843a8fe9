import { Alert, Input, Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { CLEAR_SEARCH } from '../../../ui/clear-search';
import { failureReason } from './admin-feedback';
import { AdminLoading } from './AdminLoading';

/** Rows per page: long lists page instead of growing without end. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * A table without the polite live region Ant Design's spinner puts around the whole table: a screen reader would
 * read every row out again on each search, refresh or edit. SearchCount says what changed; a list that is still
 * loading shows AdminLoading in the table's place.
 */
export const QUIET_LOADING = { spinning: false, 'aria-live': 'off' } as TableProps['loading'];

/** How many rows a search left, said once as it changes (nothing while nothing is searched). */
export function SearchCount({ query, shown, total }: { query: string; shown: number; total: number }) {
  return (
    <p className="visually-hidden" role="status">
      {query.trim() ? `${shown} of ${total} shown` : ''}
    </p>
  );
}

/**
 * An admin list: the spinner alone while it loads, the failure with its reason (alone when nothing was read; rows read
 * before stay in view), the tab's empty text, a name search and pages past ADMIN_PAGE_SIZE rows. On a phone the
 * table scrolls sideways inside its own box, never the page. Its height cap (spec §9) is CSS on that box (Ant
 * Design's scroll.y would split the header into a second table).
 */
export function AdminTable<Row extends { id: number }>({
  label,
  columns,
  rows,
  loading,
  error,
  errorTitle,
  emptyText,
  searchText,
}: {
  label: string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: unknown;
  errorTitle: string;
  emptyText: string;
  /** The text a row is found by; without it the list has no search box. */
  searchText?: (row: Row) => string;
}) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = rows ? [...rows] : [];
    if (!needle || !searchText) return all;
    return all.filter((row) => searchText(row).toLowerCase().includes(needle));
  }, [rows, query, searchText]);

  return (
    <div className="admin-table">
      {error ? (
        <Alert
          className="admin-table__error"
          type="error"
          showIcon
          title={errorTitle}
          description={failureReason(error)}
        />
      ) : null}
      {error && !rows ? null : (
        <>
          {searchText ? (
            <Input.Search
              className="admin-table__search"
              aria-label={`Search ${label.toLowerCase()}`}
              placeholder="Search by name"
              allowClear={CLEAR_SEARCH}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          ) : null}
          {searchText ? <SearchCount query={query} shown={shown.length} total={rows?.length ?? 0} /> : null}
          {loading ? (
            <AdminLoading label={`Loading ${label.toLowerCase()}`} />
          ) : (
            // The box scrolls, not the page; it takes focus so keyboard users can scroll it too.
            <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={`${label} table`}>
              <Table<Row>
                aria-label={label}
                rowKey="id"
                size="middle"
                columns={columns}
                dataSource={shown}
                loading={QUIET_LOADING}
                locale={{ emptyText }}
                pagination={{ pageSize: ADMIN_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
