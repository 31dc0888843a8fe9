import { Spin } from 'antd';
import { LoadingStatus } from '../../../ui/LoadingStatus';
import './admin-shared.css';

/**
 * An admin tab's content while it loads: the spinner alone, in the place of the list, so that no empty text ('No
 * users found') shows before anything was read.
 */
export function AdminLoading({ label }: { label: string }) {
  return (
    <LoadingStatus className="admin-loading" label={label}>
      <Spin />
    </LoadingStatus>
  );
}
