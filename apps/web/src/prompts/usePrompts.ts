import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorStatus } from '../api/http-client';
import type { PromptInput, SavedPrompt } from '@outflow/api-contract';
import { deletePrompt, listPrompts, PROMPTS_KEY, savePrompt, updatePrompt } from './prompts-api';
import { PROMPT_MESSAGES, promptFailureMessage } from './prompt-messages';

/**
 * The user's saved prompts (spec 02 §8 "Prompts"): a failed load is logged and reads as an empty
 * list (a 401 also shows the session hint); save, update and delete toast their outcome.
 */
export function usePrompts(enabled = true) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: PROMPTS_KEY, queryFn: listPrompts, enabled, retry: false });

  useEffect(() => {
    if (!list.error) return;
    console.error('Failed to load prompts', list.error);
    if (errorStatus(list.error) === 401) toast.error(PROMPT_MESSAGES.loadUnauthorized, { id: 'prompts-load-401' });
  }, [list.error]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PROMPTS_KEY });
  /** Each change toasts its outcome; a success reloads the list. */
  const outcome = (done: string, failure: string) => ({
    onSuccess: () => {
      toast.success(done);
      return refresh();
    },
    onError: (error: unknown) => toast.error(promptFailureMessage(errorStatus(error), failure)),
  });

  const save = useMutation({
    mutationFn: (input: PromptInput) => savePrompt(input),
    ...outcome(PROMPT_MESSAGES.saved, PROMPT_MESSAGES.saveFailed),
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: PromptInput }) => updatePrompt(id, input),
    ...outcome(PROMPT_MESSAGES.updated, PROMPT_MESSAGES.updateFailed),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deletePrompt(id),
    ...outcome(PROMPT_MESSAGES.deleted, PROMPT_MESSAGES.deleteFailed),
  });

  const prompts: SavedPrompt[] = list.data ?? [];
  return { prompts, loading: list.isPending && enabled, save, update, remove };
}
