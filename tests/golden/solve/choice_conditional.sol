item(1) item(2) item(3)
item(1) item(2) item(3) pick(1)
item(1) item(2) item(3) pick(1) pick(2)
item(1) item(2) item(3) pick(2)
item(1) item(2) item(3) pick(2) pick(3)
item(1) item(2) item(3) pick(3)
SATISFIABLE
