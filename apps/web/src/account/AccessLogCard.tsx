import {
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { ACCESS_LOG_KEY, fetchAccessLog } from './access-log-api';
import { formatDateTime } from '../layout/dates';

/** Who from support looked at the user's data, and when (GET /api/access-log); nobody can erase it. */
export const AccessLogCard = () => {
  const log = useQuery({ queryKey: ACCESS_LOG_KEY, queryFn: fetchAccessLog });
  useSocketEvent('access-log:update', () => void log.refetch());
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">Support access log</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Every time someone from support looked at your account or campaigns. It is kept for good and cannot be erased.
        </Typography>
        {log.isPending && <CircularProgress size={24} aria-label="Loading the access log" />}
        {log.isError && <Typography color="error">Could not load the access log.</Typography>}
        {log.data && log.data.total === 0 && (
          <Typography color="text.secondary">Nobody from support has looked at your data.</Typography>
        )}
        {log.data && log.data.total > 0 && (
          <Table size="small" aria-label="Support access log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.entries.map((e) => (
                <TableRow key={e.id} data-testid="access-log-entry">
                  <TableCell>{formatDateTime(e.at)}</TableCell>
                  <TableCell>
                    {e.supportName || e.supportEmail}
                    <Typography variant="caption" color="text.secondary" component="p">
                      {e.supportEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {e.label}
                    {e.campaignName && <> · {e.campaignName}</>}
                    {e.detail && (
                      <Typography variant="caption" color="text.secondary" component="p">
                        {e.detail}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
