// The two quiz banks, /partner/admin/quiz/tech and /partner/admin/quiz/sales (SPEC 5 "Quiz question").
import { found, httpError, nonBlank, objectBody, parseId } from './common.mjs';

const BANKS = ['tech', 'sales'];
const NOT_FOUND = 'Question not found';

const questionBody = objectBody({
  question: nonBlank,
  optionA: nonBlank,
  optionB: nonBlank,
  optionC: nonBlank,
  optionD: nonBlank,
  // The form holds a letter; the read-back form is accepted too, so a question can be sent back as read.
  correctOption: { type: 'string', enum: ['A', 'B', 'C', 'D', 'Option-A', 'Option-B', 'Option-C', 'Option-D'] },
  marks: { type: 'integer', minimum: 1, maximum: 1000 },
});

/**
 * @param {import('fastify').FastifyRequest} request
 * @returns {import('../db.mjs').QuizBank}
 */
function bankOf(request) {
  const { bank } = /** @type {{ bank: string }} */ (request.params);
  if (!BANKS.includes(bank)) throw httpError(404, `Unknown quiz bank '${bank}': use tech or sales`);
  return /** @type {import('../db.mjs').QuizBank} */ (bank);
}

/** @param {import('fastify').FastifyRequest} request */
const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);

/** @param {unknown} body @returns {import('../db.mjs').QuizInput} */
function inputOf(body) {
  const input = /** @type {import('../db.mjs').QuizInput} */ (body);
  return {
    ...input,
    question: input.question.trim(),
    optionA: input.optionA.trim(),
    optionB: input.optionB.trim(),
    optionC: input.optionC.trim(),
    optionD: input.optionD.trim(),
  };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function quizRoutes(app, { db }) {
  app.get('/partner/admin/quiz/:bank', async (request) => db.quiz.list(bankOf(request)));
  app.post('/partner/admin/quiz/:bank', { schema: { body: questionBody } }, async (request) => db.quiz.create(bankOf(request), inputOf(request.body)));
  app.post('/partner/admin/quiz/:bank/:id', { schema: { body: questionBody } }, async (request) =>
    found(await db.quiz.update(bankOf(request), idOf(request), inputOf(request.body)), NOT_FOUND),
  );
  app.delete('/partner/admin/quiz/:bank/:id', async (request) => {
    found(await db.quiz.remove(bankOf(request), idOf(request)), NOT_FOUND);
    return { message: 'Question removed' };
  });
}
