import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { checkCsvLeads, checkLeadEntries, checkPastedLeads, DomainError, type LeadListCheck } from '@outflow/domain';
import { checkActiveLeads, fetchSearchProfiles, type ActiveLeadCampaign } from '../campaign-wizard-api';
import type { LeadSource } from './lead-list';
import { isCsvFile, readTextFile } from './read-csv-file';

export interface LeadListState {
  source: LeadSource;
  /** The pasted text, kept so the paste dialog reopens on it. */
  text: string;
  /** The source sorted out: kept, duplicate and refused lines (the same rules as the server's). */
  check: LeadListCheck;
  /** Profiles of a search are being fetched. */
  loading: boolean;
  /** A CSV file is being read. */
  processing: boolean;
}

const NOTHING: LeadListCheck = { kept: [], duplicates: [], refused: [] };
const EMPTY: LeadListState = { source: 'none', text: '', check: NOTHING, loading: false, processing: false };

export type LeadList = ReturnType<typeof useLeadList>;

/**
 * The wizard's lead list and how each source fills it (spec §4 "Lead source choice"), each sorted
 * out at once into kept, duplicate and refused lines, and the kept ones checked against the user's
 * other campaigns. Every load carries a ticket: a search that ends after Clear or another choice is
 * dropped, not applied.
 */
export function useLeadList() {
  const [state, setState] = useState<LeadListState>(EMPTY);
  const [active, setActive] = useState<ReadonlyMap<string, ActiveLeadCampaign[]>>(new Map());
  const ticket = useRef(0);
  const next = () => ++ticket.current;
  const urls = state.check.kept.map((lead) => lead.profileUrl);
  const urlsKey = urls.join('\n');

  useEffect(() => {
    // Flag the leads another campaign is still working on; the list stays usable if the check fails.
    let current = true;
    setActive(new Map());
    const list = urlsKey === '' ? [] : urlsKey.split('\n');
    checkActiveLeads(list).then(
      (found) => current && setActive(found),
      (error: unknown) => console.warn('could not check the leads against other campaigns', error),
    );
    return () => {
      current = false;
    };
  }, [urlsKey]);

  const clear = useCallback(() => {
    next();
    setState(EMPTY);
  }, []);

  const choosePasted = useCallback(() => {
    next();
    setState((current) => (current.source === 'manual' ? current : { ...EMPTY, source: 'manual' }));
  }, []);

  /** Save sorts the lines out; with nothing typed at all the source goes back to none. */
  const savePasted = useCallback((text: string) => {
    next();
    const check = checkPastedLeads(text);
    const empty = check.kept.length + check.duplicates.length + check.refused.length === 0;
    setState(empty ? EMPTY : { ...EMPTY, source: 'manual', text, check });
  }, []);

  /** Closing the paste dialog without a list leaves no source chosen. */
  const cancelPasted = useCallback(() => {
    setState((current) => (current.check === NOTHING ? EMPTY : current));
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
      const check = checkCsvLeads(text);
      if (check.kept.length === 0) throw new DomainError('No LinkedIn URLs found in the CSV file', 'NO_PROFILE_URLS');
      setState({ ...EMPTY, source: 'csv', check });
    } catch (error) {
      setState(EMPTY);
      toast.error(error instanceof DomainError ? error.message : 'Error processing CSV file');
    }
  }, []);

  const loadSearch = useCallback(async (searchUrl: string, maxProfiles: number) => {
    const mine = next();
    setState({ ...EMPTY, source: 'search', loading: true });
    try {
      const profiles = await fetchSearchProfiles(searchUrl, maxProfiles);
      const check = checkLeadEntries(
        profiles.map((p, index) => ({ text: p.profileUrl, line: index + 1, name: p.name })),
      );
      if (mine === ticket.current) setState({ ...EMPTY, source: 'search', check });
    } catch {
      if (mine !== ticket.current) return;
      setState(EMPTY);
      toast.error('Failed to fetch profiles. Please try again.');
    }
  }, []);

  /** Drops the leads other campaigns are still working on from the list. */
  const dropActive = useCallback(() => {
    setState((current) => ({
      ...current,
      check: { ...current.check, kept: current.check.kept.filter((lead) => !active.has(lead.profileUrl)) },
    }));
  }, [active]);

  return { ...state, urls, active, clear, choosePasted, savePasted, cancelPasted, loadCsv, loadSearch, dropActive };
}
