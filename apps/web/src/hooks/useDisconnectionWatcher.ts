import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { HttpError } from 'react-admin';
import { errorBody, errorStatus, onApiError } from '../api/http-client';
import { DISCONNECTION_TOAST, isLinkedInDisconnection } from '../api/linkedin-disconnection';
import type { LinkedInAccountStatus } from '@outflow/api-contract';
import { takeSessionFlag } from './session-flags';
import { applyAccountFromError, refreshLinkedInStatus } from './useLinkedInStatus';

const STATUS_PATH = '/linkedin-accounts';

/**
 * Watches every failed API call for a LinkedIn disconnection (spec 01 §8): refreshes the status
 * (from the account the error carries, if any), toasts once per session, and sends the user to
 * /team. The caller still receives the error.
 */
export function useDisconnectionWatcher(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(
    () =>
      onApiError(({ error, path }: { error: HttpError; path: string }) => {
        const body = errorBody(error);
        const message = Array.isArray(body.message)
          ? body.message.join(', ')
          : (body.message ?? (error as Error).message);
        if (!isLinkedInDisconnection({ status: errorStatus(error), path, message, errorCode: body.errorCode })) return;
        if (body.account?.status === 'disconnected') {
          applyAccountFromError(queryClient, body.account as LinkedInAccountStatus);
        } else if (path !== STATUS_PATH) {
          // Refreshing after the status call itself failed would ask again and again.
          void refreshLinkedInStatus(queryClient);
        }
        if (takeSessionFlag('linkedinDisconnectionToastShown')) {
          toast.error(DISCONNECTION_TOAST, { id: 'linkedin-disconnected', duration: 6000 });
        }
        if (!pathRef.current.startsWith('/team')) void navigate('/team');
      }),
    [queryClient, navigate],
  );
}
