import { useRef } from 'react';
import { Box } from '@mui/material';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { LeadOptionCard } from './LeadOptionCard';

interface LeadSourceOptionsProps {
  csvProcessing: boolean;
  onPaste: () => void;
  onCsv: (file: File) => void;
  onSearch: () => void;
}

/** Step 1 before a source is chosen: paste, upload a .csv, or take a LinkedIn search. */
export const LeadSourceOptions = ({ csvProcessing, onPaste, onCsv, onSearch }: LeadSourceOptionsProps) => {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 4 }}>
      <LeadOptionCard
        icon={<ContentPasteIcon />}
        title="Paste profile URLs"
        description="Add LinkedIn profile URLs, one per line"
        onClick={onPaste}
      />
      <LeadOptionCard
        icon={<UploadFileIcon />}
        title="Upload CSV file"
        description="A .csv file with LinkedIn profile URLs"
        busy={csvProcessing}
        onClick={() => fileInput.current?.click()}
      />
      <LeadOptionCard
        icon={<ManageSearchIcon />}
        title="Basic LinkedIn Search"
        description="Take the people a LinkedIn search finds"
        onClick={onSearch}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".csv"
        hidden
        data-testid="csv-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still triggers a change.
          event.target.value = '';
          if (file) onCsv(file);
        }}
      />
    </Box>
  );
};
