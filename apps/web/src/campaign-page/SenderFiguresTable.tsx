import { Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SenderFigures } from '@outflow/domain';
import { formatRate } from '../campaigns/campaign-figures';

/**
 * A campaign over several senders: its figures for each sender's own leads (the leads not given a
 * sender yet on a last row), so a sender whose invitations are not accepted shows at a glance.
 */
export const SenderFiguresTable = ({
  bySender,
  senderNames,
}: {
  bySender: readonly SenderFigures[];
  /** Sender names by account id; an unknown one shows its id. */
  senderNames: ReadonlyMap<string, string>;
}) => (
  <Card variant="outlined">
    <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
      By sender
    </Typography>
    <TableContainer>
      <Table size="small" aria-label="Figures by sender">
        <TableHead>
          <TableRow>
            <TableCell>Sender</TableCell>
            <TableCell align="right">Leads</TableCell>
            <TableCell align="right">Acceptance rate</TableCell>
            <TableCell align="right">Response rate</TableCell>
            <TableCell align="right">Finished</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bySender.map(({ sender, figures }) => (
            <TableRow key={sender ?? 'unassigned'} data-testid="sender-figures">
              <TableCell>{sender === null ? 'No sender yet' : (senderNames.get(sender) ?? sender)}</TableCell>
              <TableCell align="right">{figures.total}</TableCell>
              <TableCell align="right">
                {formatRate(figures.acceptanceRate)}{' '}
                <Typography variant="caption" color="text.secondary">
                  ({figures.accepted} of {figures.invited})
                </Typography>
              </TableCell>
              <TableCell align="right">
                {formatRate(figures.responseRate)}{' '}
                <Typography variant="caption" color="text.secondary">
                  ({figures.replied} replied)
                </Typography>
              </TableCell>
              <TableCell align="right">{figures.byState.completed + figures.byState.failed}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Card>
);
