/** A saved prompt as the API answers it (spec 02 §3, §7). */
export interface SavedPrompt {
  readonly _id: string;
  readonly name: string;
  readonly content: string;
  readonly category: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What the user saves or changes: `{name, content, category}` (the body of POST and PUT). */
export interface PromptInput {
  name: string;
  content: string;
  category: string;
}

/** `GET /api/prompts`. */
export interface PromptList {
  readonly success: true;
  readonly prompts: SavedPrompt[];
  readonly message: string;
}

/** `POST /api/prompts`, `PUT /api/prompts/:id`. */
export interface PromptAnswer {
  readonly success: true;
  readonly prompt: SavedPrompt;
}
