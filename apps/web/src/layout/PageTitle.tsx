/** The browser tab's title for a page (React hoists <title> into the document head). */
export const PageTitle = ({ title }: { title: string }) => <title>{`${title} · Outflow`}</title>;
