/** The webhook settings the LinkedIn module is registered with (`ApiInfrastructure.linkedinWebhooks`, or null). */
export const LINKEDIN_WEBHOOK_SETTINGS = Symbol('LinkedInWebhookSettings');
