/** The browser tab's title (React hoists <title> into the document head). */
export const PageTitle = ({ title }: { title: string }) => <title>{title}</title>;
