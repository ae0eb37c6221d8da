import { useState } from 'react';
import { Button } from '@mui/material';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { PromptLibraryDialog } from './PromptLibraryDialog';
import { SavePromptDialog } from './SavePromptDialog';

interface PromptLibraryButtonsProps {
  /** The current AI instructions. */
  prompt: string;
  /** Replaces the AI instructions with a saved prompt. */
  onUse: (content: string) => void;
}

/** 'Prompt Library' and 'Save Prompt' beside AI instructions; Save Prompt is disabled while they are blank. */
export const PromptLibraryButtons = ({ prompt, onUse }: PromptLibraryButtonsProps) => {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<LibraryBooksOutlinedIcon />}
        onClick={() => setLibraryOpen(true)}
      >
        Prompt Library
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BookmarkAddOutlinedIcon />}
        disabled={prompt.trim() === ''}
        onClick={() => setSaveOpen(true)}
      >
        Save Prompt
      </Button>
      <PromptLibraryDialog open={libraryOpen} onClose={() => setLibraryOpen(false)} onUse={onUse} />
      <SavePromptDialog open={saveOpen} content={prompt} onClose={() => setSaveOpen(false)} />
    </>
  );
};
