-- The search's trade spellings are applied to the keyword before the statement (applySearchSynonyms in
-- packages/shared), no longer by resham_respell inside it: prepared, the statement got PostgreSQL's
-- generic plan, which called the function for every matching product.
DROP FUNCTION IF EXISTS resham_respell(text, jsonb);
