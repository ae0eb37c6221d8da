import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readProfile } from '../api/session-storage';

const key = () => `outflow.settingsVisited.${readProfile()?.id ?? ''}`;

/** Whether this user has opened Settings in this browser (the first-run checklist's second step). */
export function useSettingsVisited(): boolean {
  const [visited] = useState(() => localStorage.getItem(key()) === '1');
  return visited;
}

/** Remembers, per user, that Settings was opened; the layout calls it on every page. */
export function useRecordSettingsVisit(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/settings' || pathname.startsWith('/settings/')) localStorage.setItem(key(), '1');
  }, [pathname]);
}
