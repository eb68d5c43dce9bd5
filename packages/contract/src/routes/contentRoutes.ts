import { Type } from 'typebox'
import { Page, pageQuery } from '../schemas/commonSchemas.ts'
import {
  BlogPost,
  ContactMessage,
  CreatedResponse,
  DemoRequest,
  MarketplaceItem,
  ParkadeEvent,
  PrivateEventAccessRequest,
  SubscriptionPlan,
} from '../schemas/contentSchemas.ts'
import { Id, Shared, StringEnum } from '../schemas/helpers.ts'
import { THROTTLE_MAX_FAILURES, THROTTLE_WINDOW_MINUTES } from '../domain/limits.ts'
import { defineRoute, ok, problems, sent } from './defineRoute.ts'

const EventRef = Shared(ParkadeEvent)

export const listEvents = defineRoute({
  operationId: 'listEvents',
  method: 'GET',
  path: '/api/v1/events',
  auth: 'none',
  tags: ['events'],
  summary: 'Upcoming public events',
  description: 'Events that have not ended, soonest first; private events are never listed.',
  querystring: Type.Object({
    country: Type.Optional(Type.String({ maxLength: 100, description: 'Country name or code.' })),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'In the name, venue or city.' })),
    ...pageQuery(),
  }),
  responses: { 200: ok(Page(EventRef, 'A page of events.'), 'A page of events.'), ...problems(400) },
})

export const openPrivateEvent = defineRoute({
  operationId: 'openPrivateEvent',
  method: 'POST',
  path: '/api/v1/events/private-access',
  auth: 'optional',
  tags: ['events'],
  summary: 'Open a private event with its access code',
  description:
    'Answers the event. With a bearer token the access is remembered, so GET /events/{event_code} then answers for that user; ' +
    `without one, send the code in the X-Event-Access-Code header. ${THROTTLE_MAX_FAILURES} wrong codes in ${THROTTLE_WINDOW_MINUTES} minutes from one IP answer 429.`,
  body: PrivateEventAccessRequest,
  responses: { 200: ok(EventRef, 'The event with nearby parks.'), ...problems(400, 404, 413, 415, 429) },
})

export const getEvent = defineRoute({
  operationId: 'getEvent',
  method: 'GET',
  path: '/api/v1/events/{event_code}',
  auth: 'optional',
  tags: ['events'],
  summary: 'An event by its code, with nearby parks',
  description: 'A private event answers only with its access code in X-Event-Access-Code, or to a user who opened it with POST /events/private-access.',
  params: Type.Object({ event_code: Type.String({ minLength: 1, maxLength: 64, examples: ['EV-AFRO-LAG-01'] }) }),
  headers: Type.Object({ 'x-event-access-code': Type.Optional(Type.String({ maxLength: 64 })) }),
  responses: { 200: ok(EventRef, 'The event with nearby parks.'), ...problems(400, 403, 404) },
})

export const listMarketplaceItems = defineRoute({
  operationId: 'listMarketplaceItems',
  method: 'GET',
  path: '/api/v1/marketplace',
  auth: 'none',
  tags: ['marketplace'],
  summary: 'Marketplace items',
  querystring: Type.Object({
    country: Type.Optional(Type.String({ maxLength: 100, description: 'Country name or code.' })),
    category: Type.Optional(Type.String({ maxLength: 50, description: 'e.g. monthly-pass, ev-charger, accessory, service.' })),
    ...pageQuery(),
  }),
  responses: { 200: ok(Page(MarketplaceItem, 'A page of items.'), 'A page of items.'), ...problems(400) },
})

export const getMarketplaceItem = defineRoute({
  operationId: 'getMarketplaceItem',
  method: 'GET',
  path: '/api/v1/marketplace/{id}',
  auth: 'none',
  tags: ['marketplace'],
  summary: 'A marketplace item',
  params: Type.Object({ id: Id() }),
  responses: { 200: ok(MarketplaceItem, 'The item.'), ...problems(400, 404) },
})

export const listBlogPosts = defineRoute({
  operationId: 'listBlogPosts',
  method: 'GET',
  path: '/api/v1/blog/posts',
  auth: 'none',
  tags: ['blog'],
  summary: 'Published posts, newest first',
  description: 'In `lang`, else in the Accept-Language language (en or fr).',
  querystring: Type.Object({ lang: Type.Optional(StringEnum(['en', 'fr'] as const)), ...pageQuery() }),
  responses: { 200: ok(Page(BlogPost, 'A page of posts.'), 'A page of posts.'), ...problems(400) },
})

export const getBlogPost = defineRoute({
  operationId: 'getBlogPost',
  method: 'GET',
  path: '/api/v1/blog/posts/{idOrSlug}',
  auth: 'none',
  tags: ['blog'],
  summary: 'A post by id or slug',
  params: Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) }),
  responses: { 200: ok(BlogPost, 'The post.'), ...problems(400, 404) },
})

export const listSubscriptionPlans = defineRoute({
  operationId: 'listSubscriptionPlans',
  method: 'GET',
  path: '/api/v1/subscription-plans',
  auth: 'none',
  tags: ['plans'],
  summary: 'Subscription plans',
  description: "A country's plans (name or code), or every plan when no country is given.",
  querystring: Type.Object({ country: Type.Optional(Type.String({ maxLength: 100 })) }),
  responses: { 200: ok(Type.Array(SubscriptionPlan), 'The plans.'), ...problems(400) },
})

export const createDemoRequest = defineRoute({
  operationId: 'createDemoRequest',
  method: 'POST',
  path: '/api/v1/demo-requests',
  auth: 'none',
  tags: ['forms'],
  summary: 'Request a demo',
  body: DemoRequest,
  responses: { 201: ok(CreatedResponse, 'Stored; the thanks in the request language.'), ...problems(400, 413, 415) },
})

export const sendContactMessage = defineRoute({
  operationId: 'sendContactMessage',
  method: 'POST',
  path: '/api/v1/contact',
  auth: 'optional',
  tags: ['forms'],
  summary: 'Send a message to support',
  description: 'Bearer optional: a signed-in sender is linked to the message.',
  body: ContactMessage,
  responses: { 201: ok(CreatedResponse, 'Stored; the thanks in the request language.'), ...problems(400, 413, 415) },
})

export const getPlaceholderImage = defineRoute({
  operationId: 'getPlaceholderImage',
  method: 'GET',
  path: '/api/v1/images/{key}.svg',
  auth: 'none',
  tags: ['parks'],
  summary: 'Placeholder image',
  description: 'A generated SVG for an image key (image_url of parks, events, items and posts).',
  params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', examples: ['airport-1'] }) }),
  responses: { 200: sent('image/svg+xml', 'The image.'), ...problems(400) },
})
