import { useEffect, useState, type ComponentProps } from 'react';
import {
  customCountProblem,
  defaultCustomCount,
  isLinkedInSearchUrl,
  profilesToTake,
  searchProfileCap,
  type SearchSelectionMode,
  searchUrlProblem,
} from '@outflow/domain';
import { useBusy } from '../../hooks/useBusy';
import { countSearchProfiles } from '../campaign-wizard-api';
import type { SearchCountStage } from './SearchCountStage';
import type { SearchUrlStage } from './SearchUrlStage';

/**
 * The search modal's state, reset each time it opens: stage 0 enters and counts a search URL;
 * stage 1 (after the count) chooses how many to take. Each stage's props are handed over whole.
 */
export function useSearchLeads(open: boolean) {
  const [stage, setStage] = useState<0 | 1>(0);
  const [searchUrl, setSearchUrl] = useState('');
  const [counting, whileCounting] = useBusy();
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState(0);
  const [mode, setMode] = useState<SearchSelectionMode>('max');
  const [customCount, setCustomCount] = useState('');

  useEffect(() => {
    if (!open) return;
    setStage(0);
    setSearchUrl('');
    setError(null);
  }, [open]);

  const valid = isLinkedInSearchUrl(searchUrl);
  const toTake = profilesToTake(mode, found, customCount);
  // A custom count past the maximum is refused where it is typed, never quietly taken as the maximum.
  const customProblem = customCountProblem(found, customCount);

  const count = () =>
    whileCounting(async () => {
      setError(null);
      try {
        const total = await countSearchProfiles(searchUrl.trim());
        setFound(total);
        setMode('max');
        setCustomCount(String(defaultCustomCount(total)));
        setStage(1);
      } catch {
        setError('Failed to get profile count. Please try again.');
      }
    });

  const onChange = (url: string) => {
    setSearchUrl(url);
    setError(null);
  };
  // Why the address is not a search Outflow takes (a Sales Navigator or Google search…), said under the box.
  const urlStage: ComponentProps<typeof SearchUrlStage> = {
    searchUrl,
    valid,
    counting,
    error: error ?? searchUrlProblem(searchUrl),
    onChange,
  };
  const countStage: ComponentProps<typeof SearchCountStage> = {
    searchUrl,
    found,
    cap: searchProfileCap(found),
    mode,
    customCount,
    customProblem,
    onMode: setMode,
    onCustomCount: setCustomCount,
  };
  return {
    stage,
    back: () => setStage(0),
    counting,
    valid,
    count,
    /** The trimmed URL and how many of its profiles to take, once a count allows it. */
    choice: { searchUrl: searchUrl.trim(), toTake, ready: toTake > 0 && (mode === 'max' || customProblem === null) },
    urlStage,
    countStage,
  };
}
