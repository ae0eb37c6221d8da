export { LeadList } from './LeadList';
export { LeadDetail } from './LeadDetail';
