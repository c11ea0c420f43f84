import { useState } from 'react';
import { type OptionalColumn, readHiddenColumns, writeHiddenColumns } from './list-columns.ts';

/** The columns this user hid, read once per user and written back on each change. */
export function useHiddenColumns(userKey: string) {
  const [state, setState] = useState(() => ({ userKey, hidden: readHiddenColumns(userKey) }));
  // Another user signed in on the same screen: their own choice, read during render (no effect chain).
  const current = state.userKey === userKey ? state : { userKey, hidden: readHiddenColumns(userKey) };
  if (current !== state) setState(current);

  const setHidden = (column: OptionalColumn, isHidden: boolean) => {
    const next = new Set(current.hidden);
    if (isHidden) next.add(column);
    else next.delete(column);
    writeHiddenColumns(userKey, next);
    setState({ userKey, hidden: next });
  };
  return { hidden: current.hidden, setHidden };
}
