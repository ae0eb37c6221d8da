import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DomainError, parseCsvProfileUrls, parsePastedProfileUrls } from '@outflow/domain';
import { fetchSearchProfiles } from '../campaign-wizard-api';
import type { LeadSource } from './lead-list';
import { isCsvFile, readTextFile } from './read-csv-file';

export interface LeadListState {
  source: LeadSource;
  /** The pasted text, kept so the paste dialog reopens on it. */
  text: string;
  urls: string[];
  /** Profiles of a search are being fetched. */
  loading: boolean;
  /** A CSV file is being read. */
  processing: boolean;
}

const EMPTY: LeadListState = { source: 'none', text: '', urls: [], loading: false, processing: false };

export type LeadList = ReturnType<typeof useLeadList>;

/**
 * The wizard's lead list and how each source fills it (spec §4 "Lead source choice"). Every load
 * carries a ticket: a search that ends after Clear or another choice is dropped, not applied.
 */
export function useLeadList() {
  const [state, setState] = useState<LeadListState>(EMPTY);
  const ticket = useRef(0);
  const next = () => ++ticket.current;

  const clear = useCallback(() => {
    next();
    setState(EMPTY);
  }, []);

  const choosePasted = useCallback(() => {
    next();
    setState((current) => (current.source === 'manual' ? current : { ...EMPTY, source: 'manual' }));
  }, []);

  /** Save recounts the non-empty lines; an empty list goes back to no source. */
  const savePasted = useCallback((text: string) => {
    next();
    const urls = parsePastedProfileUrls(text);
    setState(urls.length === 0 ? EMPTY : { ...EMPTY, source: 'manual', text, urls });
  }, []);

  /** Closing the paste dialog without a list leaves no source chosen. */
  const cancelPasted = useCallback(() => {
    setState((current) => (current.urls.length === 0 ? EMPTY : current));
  }, []);

  const loadCsv = useCallback(async (file: File) => {
    const mine = next();
    if (!isCsvFile(file)) {
      toast.error('Only .csv files are accepted');
      return;
    }
    setState({ ...EMPTY, processing: true });
    let text: string;
    try {
      text = await readTextFile(file);
    } catch {
      if (mine === ticket.current) setState(EMPTY);
      toast.error('Error reading file');
      return;
    }
    if (mine !== ticket.current) return;
    try {
      setState({ ...EMPTY, source: 'csv', urls: parseCsvProfileUrls(text) });
    } catch (error) {
      setState(EMPTY);
      toast.error(error instanceof DomainError ? error.message : 'Error processing CSV file');
    }
  }, []);

  const loadSearch = useCallback(async (searchUrl: string, maxProfiles: number) => {
    const mine = next();
    setState({ ...EMPTY, source: 'search', loading: true });
    try {
      const urls = await fetchSearchProfiles(searchUrl, maxProfiles);
      if (mine === ticket.current) setState({ ...EMPTY, source: 'search', urls });
    } catch {
      if (mine !== ticket.current) return;
      setState(EMPTY);
      toast.error('Failed to fetch profiles. Please try again.');
    }
  }, []);

  return { ...state, clear, choosePasted, savePasted, cancelPasted, loadCsv, loadSearch };
}
