import type { CreateTableBuilder, Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no fixed schema */

const withTimestamps = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db.schema
      .createTable('academic_news')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('image', 'text'),
  ).execute();
  await db.schema
    .createIndex('academic_news_date')
    .on('academic_news')
    .columns(['date', 'created_at'])
    .execute();
  await db.schema
    .createIndex('academic_news_category')
    .on('academic_news')
    .columns(['category', 'date'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('upcoming_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('organizer', 'text', (c) => c.notNull())
      .addColumn('registration_link', 'text')
      .addColumn('image_url', 'text'),
  ).execute();
  await db.schema
    .createIndex('upcoming_events_date')
    .on('upcoming_events')
    .column('date')
    .execute();

  await withTimestamps(
    db.schema
      .createTable('calendar_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('calendar_events_date')
    .on('calendar_events')
    .column('date')
    .execute();

  await withTimestamps(
    db.schema
      .createTable('timetable_classes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('day_index', 'integer', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('start_minutes', 'integer', (c) => c.notNull())
      .addColumn('course', 'text', (c) => c.notNull())
      .addColumn('venue', 'text', (c) => c.notNull())
      .addColumn('lecturer', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('timetable_classes_order')
    .on('timetable_classes')
    .columns(['day_index', 'start_minutes'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('photos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer'),
  ).execute();
  await db.schema
    .createIndex('photos_category')
    .on('photos')
    .columns(['category', 'created_at'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('courses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('credits', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('outline', 'text', (c) => c.notNull())
      .addColumn('materials', 'text', (c) => c.notNull())
      .addColumn('past_questions', 'text', (c) => c.notNull()),
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('tutorials')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('thumbnail', 'text')
      .addColumn('duration', 'text')
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('lecturer', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pdf_url', 'text')
      .addColumn('video_url', 'text')
      .addColumn('keywords', 'text', (c) => c.notNull())
      .addColumn('upload_date', 'text', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('tutorial_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tutorial_id', 'text', (c) =>
      c.notNull().references('tutorials.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tutorial_comments_tutorial')
    .on('tutorial_comments')
    .columns(['tutorial_id', 'created_at'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('learning_resources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('level', 'text')
      .addColumn('keywords', 'text', (c) => c.notNull())
      .addColumn('thumbnail', 'text')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('downloadable', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('qna_questions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('date', 'text', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('qna_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question_id', 'text', (c) =>
      c.notNull().references('qna_questions.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('helpful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('qna_answers_question')
    .on('qna_answers')
    .column('question_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'qna_answers',
    'qna_questions',
    'learning_resources',
    'tutorial_comments',
    'tutorials',
    'courses',
    'photos',
    'timetable_classes',
    'calendar_events',
    'upcoming_events',
    'academic_news',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
