CREATE TABLE "quiz_question_days" (
	"company_id" text NOT NULL,
	"course_id" text NOT NULL,
	"question_id" text NOT NULL,
	"day" date NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "quiz_question_days_company_id_day_course_id_question_id_pk" PRIMARY KEY("company_id","day","course_id","question_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quiz_days_for_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quiz_days (company_id, user_id, course_id, day, answered, correct, first_time, last_answered_at)
  SELECT company_id, user_id, course_id, (answered_at AT TIME ZONE 'UTC')::date, count(*),
         count(*) FILTER (WHERE correct), count(*) FILTER (WHERE correct AND attempts = 1), max(answered_at)
  FROM new_answers
  GROUP BY company_id, user_id, course_id, (answered_at AT TIME ZONE 'UTC')::date
  ON CONFLICT (user_id, course_id, day) DO UPDATE SET
    answered = quiz_days.answered + excluded.answered,
    correct = quiz_days.correct + excluded.correct,
    first_time = quiz_days.first_time + excluded.first_time,
    last_answered_at = greatest(quiz_days.last_answered_at, excluded.last_answered_at);
  INSERT INTO quiz_question_days (company_id, course_id, question_id, day, answered, correct, attempts)
  SELECT company_id, course_id, question_id, (answered_at AT TIME ZONE 'UTC')::date, count(*),
         count(*) FILTER (WHERE correct), sum(attempts)
  FROM new_answers
  GROUP BY company_id, course_id, question_id, (answered_at AT TIME ZONE 'UTC')::date
  ON CONFLICT (company_id, day, course_id, question_id) DO UPDATE SET
    answered = quiz_question_days.answered + excluded.answered,
    correct = quiz_question_days.correct + excluded.correct,
    attempts = quiz_question_days.attempts + excluded.attempts;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO quiz_question_days (company_id, course_id, question_id, day, answered, correct, attempts)
SELECT company_id, course_id, question_id, (answered_at AT TIME ZONE 'UTC')::date, count(*),
       count(*) FILTER (WHERE correct), sum(attempts)
FROM quiz_answers
GROUP BY company_id, course_id, question_id, (answered_at AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
-- A deleted learner's answers leave the chapter quizzes' figures too (quiz_days goes with the learner by cascade).
CREATE OR REPLACE FUNCTION quiz_question_days_for_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quiz_question_days q SET answered = q.answered - o.answered, correct = q.correct - o.correct,
    attempts = q.attempts - o.attempts
  FROM (
    SELECT company_id, course_id, question_id, (answered_at AT TIME ZONE 'UTC')::date AS day, count(*) AS answered,
           count(*) FILTER (WHERE correct) AS correct, sum(attempts) AS attempts
    FROM old_answers GROUP BY 1, 2, 3, 4
  ) o
  WHERE q.company_id = o.company_id AND q.course_id = o.course_id AND q.question_id = o.question_id
    AND q.day = o.day;
  DELETE FROM quiz_question_days WHERE answered <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_answers_question_days_delete AFTER DELETE ON quiz_answers REFERENCING OLD TABLE AS old_answers
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_question_days_for_deleted();
