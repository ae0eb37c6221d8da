/** Spec §2: the upload takes .csv files only; the picker filters on it, this catches "All files". */
export function isCsvFile(file: Pick<File, 'name'>): boolean {
  return /\.csv$/i.test(file.name);
}

/** The file's text; rejects when the browser cannot read it (spec §8 'Error reading file'). */
export function readTextFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Error reading file'));
    reader.readAsText(file);
  });
}
