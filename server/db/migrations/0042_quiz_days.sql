CREATE TABLE "quiz_days" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"day" date NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"first_time" integer NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_days_user_id_course_id_day_pk" PRIMARY KEY("user_id","course_id","day")
);
--> statement-breakpoint
ALTER TABLE "quiz_days" ADD CONSTRAINT "quiz_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_days_company_day_idx" ON "quiz_days" USING btree ("company_id","day");--> statement-breakpoint
-- Summed per statement from the inserted answers (a transition table), so a learner's six quizzes written at
-- once are one upsert per learner-day.
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
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_answers_days AFTER INSERT ON quiz_answers REFERENCING NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_days_for_answers();--> statement-breakpoint
INSERT INTO quiz_days (company_id, user_id, course_id, day, answered, correct, first_time, last_answered_at)
SELECT company_id, user_id, course_id, (answered_at AT TIME ZONE 'UTC')::date, count(*),
       count(*) FILTER (WHERE correct), count(*) FILTER (WHERE correct AND attempts = 1), max(answered_at)
FROM quiz_answers
GROUP BY company_id, user_id, course_id, (answered_at AT TIME ZONE 'UTC')::date;
