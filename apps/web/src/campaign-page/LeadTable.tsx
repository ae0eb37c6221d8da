import {
  Avatar,
  Box,
  Card,
  CardContent,
  Checkbox,
  Chip,
  IconButton,
  TableCell,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import CheckIcon from '@mui/icons-material/Check';
import type { CampaignLeadRow, SequenceNode } from '@outflow/domain';
import { ListMessage, RowsOrCards } from '../layout/ListParts';
import {
  actionLabel,
  initialsOf,
  leadLabel,
  shortTime,
  STATE_COLOURS,
  STATE_LABELS,
  stepLabel,
  waitingText,
} from './lead-row-view';
import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { StopContactingDialog } from '../do-not-contact/StopContactingDialog';

/** Row selection for the bulk actions (absent when read-only: support, or a replayed point). */
export interface LeadTableSelection {
  readonly isSelected: (targetId: string) => boolean;
  readonly allMatching: boolean;
  readonly someSelected: boolean;
  readonly onToggle: (targetId: string) => void;
  readonly onToggleAll: () => void;
}

interface LeadTableProps {
  rows: readonly CampaignLeadRow[];
  selection?: LeadTableSelection;
  total: number;
  page: number;
  perPage: number;
  nodes: readonly SequenceNode[];
  onPage: (page: number, perPage: number) => void;
  onTimeline: (row: CampaignLeadRow) => void;
  /** Offers "Stop contacting" on each row (the owner's live table); called once a person is on the list. */
  onStopped?: () => void;
  /** Sender names by account id (a campaign over several senders says each lead's); absent: ids are shown. */
  senderNames?: ReadonlyMap<string, string>;
}

const COLUMNS = ['Lead', 'Current step', 'State', 'Next step due', 'Last action', 'Replied', ''];

/** Which sender a lead of a campaign over several senders acts through (null: the campaign's one). */
const SenderLine = ({ row, names }: { row: CampaignLeadRow; names?: ReadonlyMap<string, string> }) =>
  row.sender ? (
    <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="lead-sender">
      via {names?.get(row.sender) ?? row.sender}
    </Typography>
  ) : null;

const LeadIdentity = ({ row, names }: { row: CampaignLeadRow; names?: ReadonlyMap<string, string> }) => {
  const label = leadLabel(row);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={row.pictureUrl ?? undefined} alt={label} sx={{ width: 32, height: 32, fontSize: 13 }}>
        {initialsOf(label)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {row.enriched ? (row.headline ?? '') : 'Not enriched yet'}
        </Typography>
        <SenderLine row={row} names={names} />
      </Box>
    </Box>
  );
};

const StateChip = ({ row }: { row: CampaignLeadRow }) => (
  <Chip size="small" label={STATE_LABELS[row.state]} color={STATE_COLOURS[row.state]} variant="outlined" />
);

const dueText = (row: CampaignLeadRow) =>
  row.state === 'completed' || row.state === 'failed' ? '—' : shortTime(row.dueAt);
const whyText = (row: CampaignLeadRow) =>
  row.waiting ? waitingText(row) : row.failure ? `Failed: ${row.failure}` : endText(row.endReason);

const TimelineButton = ({ row, onTimeline }: { row: CampaignLeadRow; onTimeline: LeadTableProps['onTimeline'] }) => (
  <Tooltip title="Lead timeline">
    <IconButton size="small" aria-label={`Timeline of ${leadLabel(row)}`} onClick={() => onTimeline(row)}>
      <TimelineIcon fontSize="small" />
    </IconButton>
  </Tooltip>
);

/**
 * A lead whose sequence ended on the list (or who asked to stop) needs no second "Stop contacting".
 * The button only opens the table's one dialog: a live refresh may move the row off the page while
 * the dialog is open, and a dialog inside the row would vanish with it.
 */
const StopButton = ({ row, onStop }: { row: CampaignLeadRow; onStop: (row: CampaignLeadRow) => void }) =>
  row.endReason === 'do-not-contact' ? null : (
    <Tooltip title="Stop contacting">
      <IconButton size="small" aria-label={`Stop contacting ${leadLabel(row)}`} onClick={() => onStop(row)}>
        <BlockIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );

/**
 * The campaign's leads, paged on the server: where each stands, why it waits, what was last done.
 * A table on wide screens; on a phone a card per lead, so state and "why" are never off-screen.
 */
const SelectBox = ({ row, selection }: { row: CampaignLeadRow; selection: LeadTableSelection }) => (
  <Checkbox
    checked={selection.isSelected(row.targetId)}
    onChange={() => selection.onToggle(row.targetId)}
    slotProps={{ input: { 'aria-label': `Select ${leadLabel(row)}` } }}
  />
);

export const LeadTable = ({
  rows,
  selection,
  total,
  page,
  perPage,
  nodes,
  onPage,
  onTimeline,
  onStopped,
  senderNames,
}: LeadTableProps) => {
  // The row stays set while the dialog fades out, so its title does not change as it closes.
  const [stopping, setStopping] = useState<CampaignLeadRow | null>(null);
  const [open, setOpen] = useState(false);
  const stop = (row: CampaignLeadRow) => {
    setStopping(row);
    setOpen(true);
  };
  return (
    <>
      {rows.length === 0 ? (
        <ListMessage text="No leads here" />
      ) : (
        <RowsOrCards
          items={rows}
          keyOf={(row) => row.targetId}
          label="Leads of the campaign"
          head={
            <>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.allMatching}
                    indeterminate={!selection.allMatching && selection.someSelected}
                    onChange={selection.onToggleAll}
                    slotProps={{ input: { 'aria-label': `Select all ${total} leads shown` } }}
                  />
                </TableCell>
              )}
              {COLUMNS.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </>
          }
          row={(row) => (
            <TableRow
              key={row.targetId}
              hover
              data-testid="lead-row"
              data-state={row.state}
              selected={selection?.isSelected(row.targetId) ?? false}
            >
              {selection && (
                <TableCell padding="checkbox">
                  <SelectBox row={row} selection={selection} />
                </TableCell>
              )}
              <TableCell sx={{ maxWidth: 260 }}>
                <LeadIdentity row={row} names={senderNames} />
              </TableCell>
              <TableCell>
                {stepLabel(row.stepId, nodes)}
                {/* Which version of the sequence the lead follows (ended leads: the one they ended on). */}
                <Typography variant="caption" color="text.secondary" component="p" data-testid="lead-version">
                  Sequence v{row.sequenceVersion ?? 1}
                </Typography>
              </TableCell>
              <TableCell>
                <StateChip row={row} />
              </TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                <Typography variant="body2">{dueText(row)}</Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {whyText(row)}
                </Typography>
              </TableCell>
              <TableCell>
                {row.lastAction ? (
                  <>
                    <Typography variant="body2">{actionLabel(row.lastAction.action)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {shortTime(row.lastAction.at)}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    —
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {row.replied && <CheckIcon color="success" fontSize="small" aria-label="Replied" />}
              </TableCell>
              <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
                <TimelineButton row={row} onTimeline={onTimeline} />
                {onStopped && <StopButton row={row} onStop={stop} />}
              </TableCell>
            </TableRow>
          )}
          card={(row) => (
            <Card
              variant="outlined"
              component="article"
              aria-label={leadLabel(row)}
              data-testid="lead-row"
              data-state={row.state}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  {selection && <SelectBox row={row} selection={selection} />}
                  <LeadIdentity row={row} names={senderNames} />
                  <Box sx={{ display: 'flex' }}>
                    <TimelineButton row={row} onTimeline={onTimeline} />
                    {onStopped && <StopButton row={row} onStop={stop} />}
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <StateChip row={row} />
                  <Typography variant="body2">{stepLabel(row.stepId, nodes)}</Typography>
                  {row.replied && <Chip size="small" color="success" label="Replied" />}
                </Box>
                <Box>
                  <Typography variant="body2">Next step: {dueText(row)}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {whyText(row)}
                  </Typography>
                </Box>
                {row.lastAction && (
                  <Typography variant="caption" color="text.secondary">
                    Last: {actionLabel(row.lastAction.action)}, {shortTime(row.lastAction.at)}
                  </Typography>
                )}
              </CardContent>
            </Card>
          )}
        />
      )}
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_e, p) => onPage(p + 1, perPage)}
        onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
      />
      {onStopped && (
        <StopContactingDialog
          open={open}
          who={stopping ? leadLabel(stopping) : ''}
          input={{ profileUrls: stopping ? [stopping.profileUrl] : [] }}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onStopped();
          }}
        />
      )}
    </>
  );
};

function endText(reason: CampaignLeadRow['endReason']): string {
  if (reason === 'replied') return 'Ended: replied';
  if (reason === 'not-accepted') return 'Ended: invitation not accepted';
  return reason ? 'Sequence finished' : '';
}
