export default function Page() {
  return (
    <main>
      <h1>Página de referencia</h1>
      <p>
        Una página de Next.js sin nada más: su JavaScript, su tiempo de carga y su rendimiento son
        lo que el marco cuesta por sí solo.
      </p>
    </main>
  );
}
