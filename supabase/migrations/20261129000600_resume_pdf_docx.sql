-- New CVs are PDF or DOCX only: the Word 97-2003 format (.doc) hides macros where the site's
-- check cannot see them. Applications stored before keep their type (the constraint is not
-- validated against old rows); the resumes bucket no longer takes the .doc type.
alter table public.career_applications
  drop constraint career_applications_resume_type_check;
alter table public.career_applications
  add constraint career_applications_resume_type_check
  check (resume_type in ('pdf', 'docx')) not valid;

update storage.buckets
   set allowed_mime_types = array[
     'application/pdf',
     'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
 where id = 'resumes';
