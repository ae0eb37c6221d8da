import { Avatar, Box, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip, Typography } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import CheckIcon from '@mui/icons-material/Check';
import type { CampaignLeadRow, SequenceNode } from '@outflow/domain';
import { actionLabel, initialsOf, leadLabel, shortTime, STATE_COLOURS, STATE_LABELS, stepLabel } from './lead-row-view';

interface LeadTableProps {
  rows: readonly CampaignLeadRow[];
  total: number;
  page: number;
  perPage: number;
  nodes: readonly SequenceNode[];
  onPage: (page: number, perPage: number) => void;
  onTimeline: (row: CampaignLeadRow) => void;
}

const COLUMNS = ['Lead', 'Current step', 'State', 'Next step due', 'Last action', 'Replied', ''];

/** The campaign's leads, paged on the server: where each stands, why it waits, what was last done. */
export const LeadTable = ({ rows, total, page, perPage, nodes, onPage, onTimeline }: LeadTableProps) => (
  <>
    <TableContainer>
      <Table size="small" aria-label="Leads of the campaign">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  No leads here
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const label = leadLabel(row);
            return (
              <TableRow key={row.targetId} hover data-testid="lead-row" data-state={row.state}>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar src={row.pictureUrl ?? undefined} alt={label} sx={{ width: 32, height: 32, fontSize: 13 }}>
                      {initialsOf(label)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" fontWeight={600} noWrap>
                        {label}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {row.enriched ? row.headline ?? '' : 'Not enriched yet'}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell>{stepLabel(row.stepId, nodes)}</TableCell>
                <TableCell>
                  <Chip size="small" label={STATE_LABELS[row.state]} color={STATE_COLOURS[row.state]} variant="outlined" />
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2">{row.state === 'completed' || row.state === 'failed' ? '—' : shortTime(row.dueAt)}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {row.waiting ?? (row.failure ? `Failed: ${row.failure}` : endText(row.endReason))}
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
                <TableCell>{row.replied && <CheckIcon color="success" fontSize="small" aria-label="Replied" />}</TableCell>
                <TableCell padding="checkbox">
                  <Tooltip title="Lead timeline">
                    <IconButton size="small" aria-label={`Timeline of ${label}`} onClick={() => onTimeline(row)}>
                      <TimelineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[25, 50, 100]}
      onPageChange={(_e, p) => onPage(p + 1, perPage)}
      onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
    />
  </>
);

function endText(reason: CampaignLeadRow['endReason']): string {
  if (reason === 'replied') return 'Ended: replied';
  if (reason === 'not-accepted') return 'Ended: invitation not accepted';
  return reason ? 'Sequence finished' : '';
}
