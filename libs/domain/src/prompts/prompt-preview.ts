/** Spec 02 §9: the save dialog previews the prompt's first 150 characters. */
const PROMPT_PREVIEW_LENGTH = 150;

/** The first 150 characters of a prompt, with an ellipsis when there is more. */
export function promptPreview(content: string, length = PROMPT_PREVIEW_LENGTH): string {
  return content.length > length ? `${content.slice(0, length)}...` : content;
}
