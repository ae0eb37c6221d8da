import { useLayoutEffect, useState } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { usePhoneLayout } from '../hooks/usePhoneLayout';

/** Where toasts start by default: below a page header of one line. */
const DEFAULT_TOP = 76;

/**
 * How far down toasts must start to clear the page's header row (its title and main buttons):
 * headers differ (a campaign page has a back link above its title), so it is measured when a
 * toast shows rather than fixed.
 */
function headerClearance(): number {
  const title = document.querySelector('main h1');
  const row = title?.parentElement;
  if (!title || !row) return DEFAULT_TOP;
  const bottom = Math.max(title.getBoundingClientRect().bottom, row.getBoundingClientRect().bottom);
  return Math.min(Math.max(16, Math.round(bottom + 8)), 240);
}

/**
 * Toasts top-right, rounded, white on dark; success 2 s, errors (alerts) 5 s; callers set 6 s for
 * disconnection. They start below the page's header row, so they never cover a page's main button
 * (New campaign, Edit); on a phone, where the header fills the width, they show at the bottom,
 * or at the top while a dialog is open (its Cancel and Save sit at the bottom of a phone's screen).
 * A new error closes the passing toasts shown before it, so a stale message never stands beside
 * a new one; toasts that belong to a condition (no end of their own) stay until it ends.
 */
export const AppToaster = () => {
  const phone = usePhoneLayout();
  const { toasts } = useToasterStore();
  const [top, setTop] = useState(DEFAULT_TOP);
  const [overDialog, setOverDialog] = useState(false);
  const visible = toasts.filter((t) => t.visible);
  const newest = visible[0];

  useLayoutEffect(() => {
    if (!newest) return;
    if (!phone) setTop(headerClearance());
    else setOverDialog(document.querySelector('[role="dialog"]') !== null);
    if (newest.type !== 'error') return;
    for (const older of visible.slice(1)) if (older.duration !== Infinity) toast.dismiss(older.id);
    // Keyed on the newest toast: each new one is placed, and clears the ones before it, once.
  }, [newest?.id, newest?.createdAt, phone]);

  return (
    <Toaster
      position={phone ? (overDialog ? 'top-center' : 'bottom-center') : 'top-right'}
      containerStyle={phone ? (overDialog ? { top: 16 } : { bottom: 24 }) : { top }}
      toastOptions={{
        style: { borderRadius: '10px', background: '#333', color: '#fff' },
        success: { duration: 2000 },
        error: { duration: 5000 },
      }}
    />
  );
};
