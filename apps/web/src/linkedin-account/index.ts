export { LinkedInAccountPage } from './LinkedInAccountPage';
