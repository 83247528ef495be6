#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
#include <math.h>
int main(void) {
    int w = 64, h = 48;
    unsigned char px[64 * 48 * 3];
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
        unsigned char *p = px + (y * w + x) * 3;
        p[0] = (unsigned char)(x * 255 / (w - 1));      // red grows to the right
        p[1] = (unsigned char)(y * 255 / (h - 1));      // green grows downwards
        p[2] = (x < w / 2) ? 200 : 20;                  // blue on the left half
    }
    stbi_write_png("gradient.png", w, h, 3, px, w * 3);
    stbi_write_bmp("gradient.bmp", w, h, 3, px);
    stbi_write_jpg("gradient.jpg", w, h, 3, px, 95);
    return 0;
}
