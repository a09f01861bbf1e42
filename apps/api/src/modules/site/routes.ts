import { roleGroups } from '@portside/contracts/roles';
import {
  newsPageSchema,
  newsPostBodySchema,
  newsPostParamsSchema,
  newsPostSchema,
  newsQuerySchema,
  siteContactSchema,
  siteLanguageQuerySchema,
  sitePageBodySchema,
  sitePageParamsSchema,
  sitePageSchema,
  sitePageTextParamsSchema,
  sitePageTextsSchema,
} from '@portside/contracts/site';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  createNewsPost,
  deleteNewsPost,
  getContact,
  getNewsPost,
  getPage,
  getPageTexts,
  listNews,
  savePageText,
  updateNewsPost,
} from './service';

const tags = ['public site'];
/**
 * A visitor's browser (or a proxy) may keep a public answer this long: an admin's edit shows within a minute at most,
 * and a visitor going from page to page does not ask again. Each read is one indexed query, and counts toward the
 * per-address rate limit like every API call.
 */
export const publicMaxAgeSeconds = 60;
const publicAnswer = (reply: FastifyReply) => reply.header('cache-control', `public, max-age=${publicMaxAgeSeconds}`);
/** The editor's reads are never kept: what it shows is what is stored. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Spec 2.9's public pages: their text per language, dated news and the contact figures; admin edits them. */
export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/pages/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A page's Markdown in the language asked, else in English (public)",
        params: sitePageParamsSchema,
        querystring: siteLanguageQuerySchema,
        response: { 200: sitePageSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await getPage(db, request.params.slug, request.query.lang);
      publicAnswer(reply);
      return page;
    },
  );

  app.get(
    '/pages/:slug/texts',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags,
        summary: "Every language's text of a page, for the editor",
        params: sitePageParamsSchema,
        response: { 200: sitePageTextsSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return getPageTexts(db, request.params.slug);
    },
  );

  app.put(
    '/pages/:slug/:language',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags,
        summary: "Replace one language's text of a page (blank removes it; English cannot be blank)",
        params: sitePageTextParamsSchema,
        body: sitePageBodySchema,
        response: { 200: sitePageTextsSchema },
      },
    },
    (request) => savePageText(db, request.user, request.params.slug, request.params.language, request.body.markdown),
  );

  app.get(
    '/news',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Dated posts, newest first, each in the language asked, else in English (public)',
        querystring: newsQuerySchema,
        response: { 200: newsPageSchema },
      },
    },
    async (request, reply) => {
      const { lang, limit, offset } = request.query;
      const page = await listNews(db, lang, { limit, offset });
      publicAnswer(reply);
      return page;
    },
  );

  app.get(
    '/news/:id/texts',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags,
        summary: 'A post with every language of its text, for the editor',
        params: newsPostParamsSchema,
        response: { 200: newsPostSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return getNewsPost(db, request.params.id);
    },
  );

  app.post(
    '/news',
    {
      config: { roles: roleGroups.admin },
      schema: { tags, body: newsPostBodySchema, response: { 201: newsPostSchema } },
    },
    async (request, reply) => reply.status(201).send(await createNewsPost(db, request.user, request.body)),
  );

  app.put(
    '/news/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags,
        params: newsPostParamsSchema,
        body: newsPostBodySchema,
        response: { 200: newsPostSchema, 404: errorBodySchema },
      },
    },
    (request) => updateNewsPost(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/news/:id',
    {
      config: { roles: roleGroups.admin },
      schema: { tags, params: newsPostParamsSchema, response: { 204: z.null(), 404: errorBodySchema } },
    },
    async (request, reply) => {
      await deleteNewsPost(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/contact',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The operator's addresses, office hours, phone and e-mail, from the settings (public)",
        response: { 200: siteContactSchema },
      },
    },
    async (_request, reply) => {
      const contact = await getContact(db);
      publicAnswer(reply);
      return contact;
    },
  );
};
