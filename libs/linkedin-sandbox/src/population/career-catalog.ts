/** Roles, industries and skills that make headlines read like LinkedIn's (and make keyword searches meaningful). */
export interface Role {
  title: string;
  weight: number;
  skills: string[];
}

export const SENIORITIES = ['', '', '', 'Senior ', 'Lead ', 'Junior ', 'Principal '];

export const ROLES: readonly Role[] = [
  {
    title: 'Software Engineer',
    weight: 14,
    skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'Kubernetes', 'Go', 'Java', 'AWS'],
  },
  { title: 'Engineering Manager', weight: 3, skills: ['Leadership', 'Agile', 'Hiring', 'System Design', 'Mentoring'] },
  { title: 'Data Scientist', weight: 4, skills: ['Python', 'Machine Learning', 'SQL', 'Statistics', 'TensorFlow'] },
  {
    title: 'Product Manager',
    weight: 6,
    skills: ['Product Strategy', 'Roadmapping', 'User Research', 'Agile', 'Analytics'],
  },
  {
    title: 'Product Designer',
    weight: 4,
    skills: ['Figma', 'UX Design', 'Prototyping', 'Design Systems', 'User Research'],
  },
  { title: 'Account Executive', weight: 7, skills: ['B2B Sales', 'Negotiation', 'Salesforce', 'Prospecting', 'SaaS'] },
  {
    title: 'Sales Director',
    weight: 3,
    skills: ['B2B Sales', 'Sales Management', 'Forecasting', 'Negotiation', 'CRM'],
  },
  {
    title: 'Sales Development Representative',
    weight: 5,
    skills: ['Cold Outreach', 'Prospecting', 'HubSpot', 'Lead Generation'],
  },
  {
    title: 'Marketing Manager',
    weight: 6,
    skills: ['Digital Marketing', 'SEO', 'Content Marketing', 'Google Analytics', 'Branding'],
  },
  {
    title: 'Growth Marketer',
    weight: 3,
    skills: ['Growth Hacking', 'A/B Testing', 'SEO', 'Paid Acquisition', 'Analytics'],
  },
  {
    title: 'Head of Marketing',
    weight: 2,
    skills: ['Marketing Strategy', 'Brand Management', 'Demand Generation', 'Leadership'],
  },
  { title: 'Recruiter', weight: 5, skills: ['Technical Recruiting', 'Sourcing', 'Interviewing', 'Employer Branding'] },
  { title: 'HR Manager', weight: 3, skills: ['Talent Management', 'Employee Relations', 'Onboarding', 'HRIS'] },
  {
    title: 'Customer Success Manager',
    weight: 5,
    skills: ['Customer Retention', 'Onboarding', 'SaaS', 'Account Management'],
  },
  { title: 'Founder', weight: 4, skills: ['Entrepreneurship', 'Fundraising', 'Strategy', 'Leadership', 'Startups'] },
  { title: 'CEO', weight: 3, skills: ['Leadership', 'Strategy', 'Fundraising', 'Business Development'] },
  {
    title: 'CTO',
    weight: 2,
    skills: ['Software Architecture', 'Leadership', 'Cloud Computing', 'Engineering Management'],
  },
  { title: 'Financial Analyst', weight: 3, skills: ['Financial Modeling', 'Excel', 'Forecasting', 'Accounting'] },
  {
    title: 'Consultant',
    weight: 5,
    skills: ['Management Consulting', 'Strategy', 'Project Management', 'Business Analysis'],
  },
  {
    title: 'Operations Manager',
    weight: 3,
    skills: ['Operations Management', 'Process Improvement', 'Lean', 'Supply Chain'],
  },
];

export const INDUSTRIES = [
  'Software Development',
  'IT Services and IT Consulting',
  'Financial Services',
  'Marketing Services',
  'Staffing and Recruiting',
  'Hospital and Health Care',
  'Retail',
  'Manufacturing',
  'Education',
  'Telecommunications',
  'Banking',
  'Real Estate',
  'E-Learning Providers',
  'Venture Capital and Private Equity',
];

export const SCHOOLS = [
  'Stanford University',
  'MIT',
  'University of Oxford',
  'HEC Paris',
  'ETH Zürich',
  'University of Toronto',
  'IIT Bombay',
  'TU München',
  'Universidad de Barcelona',
  'University of Melbourne',
  'Universidade de São Paulo',
  'University of Amsterdam',
  'Imperial College London',
  'Sciences Po',
  'UC Berkeley',
];

export const DEGREES = ["Bachelor's degree", "Master's degree", 'MBA', 'PhD', 'BSc', 'MSc'];
export const FIELDS = [
  'Computer Science',
  'Business Administration',
  'Marketing',
  'Economics',
  'Design',
  'Finance',
  'Psychology',
  'Engineering',
];
