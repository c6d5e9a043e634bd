import { useMemo } from 'react';
import type { UserTypeRow } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { describeUserChange } from '../user-history-labels';

/** The user's 'Histórico': its changes and sessions, for users with the `audit` permission only. */
export function UserHistorySection({ userId, userTypes }: { userId: number; userTypes: readonly UserTypeRow[] }) {
  const view = useRecordHistoryView('user', userId);
  const typeNames = useMemo(() => new Map(userTypes.map((type) => [type.id_tipo_usuario, type.nome])), [userTypes]);
  return view && <RecordHistory {...view} describe={(change) => describeUserChange(change, typeNames)} />;
}
