-- The interface language a person chose with the picker while signed in; null until they choose. E-mails to them go
-- out in it, and a new browser opens in it once they sign in.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'de', 'fr', 'es', 'pt-BR', 'ja'));
