0 --opt-mode=optN
