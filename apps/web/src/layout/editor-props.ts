/**
 * What a form that edits one value is given: the value it opens with, where the edited one goes
 * (`Out` when saving turns it into something else, e.g. a prompt into its input), and how to
 * leave it unchanged.
 */
export interface EditorProps<In, Out = In> {
  value: In;
  onSave: (value: Out) => void;
  onCancel: () => void;
}

/** The same, in a dialog that is shown while `open`. */
export interface EditDialogProps<In, Out = In> extends EditorProps<In, Out> {
  open: boolean;
}
